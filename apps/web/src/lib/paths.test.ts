import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/router';
import { clientBillUrl } from '@kadirio/domain';
import {
  editPostPath,
  myBoqMessagePath,
  myBoqPath,
  PATHS,
  postPath,
  sharedBillPath,
  sharedEstimatePath,
} from './paths';

/** The pattern of the deepest route an address lands on ('*' is the not-found screen). */
function patternOf(address: string): string | undefined {
  return matchRoutes(routes, address)?.at(-1)?.route.path;
}

describe('the app paths', () => {
  it('lead every link to a screen the router knows, none to the not-found screen', () => {
    for (const path of Object.values(PATHS)) {
      if (path === PATHS.home) expect(matchRoutes(routes, path)?.at(-1)?.route.index).toBe(true);
      else expect(patternOf(path), path).not.toBe('*');
    }
    for (const address of [
      postPath('kujenga-msingi'),
      editPostPath('post-1'),
      sharedEstimatePath('abc'),
      sharedBillPath('abc'),
      myBoqPath('map-1'),
      myBoqPath('map-1', 'trades', 'walling', 2),
      myBoqPath('map-1', 'stages'),
    ])
      expect(patternOf(address.split('?')[0]!), address).not.toBe('*');
    expect(patternOf('/no-such-screen')).toBe('*');
  });

  it('build the places of a bill: the summary bare, a trade only on the trades tab, an older revision as a query', () => {
    expect(myBoqPath('m1')).toBe('/my-boq/m1');
    expect(myBoqPath('m1', 'summary', 'walling')).toBe('/my-boq/m1');
    expect(myBoqPath('m1', 'shopping', 'walling')).toBe('/my-boq/m1/shopping');
    expect(myBoqPath('m1', 'trades', 'walling', 1)).toBe('/my-boq/m1/trades/walling?revision=1');
  });

  it("give the router's pattern when a builder is handed :name", () => {
    expect(postPath(':id')).toBe('/blog/:id');
    expect(editPostPath(':id')).toBe('/blog/:id/edit');
    expect(sharedEstimatePath(':token')).toBe('/estimate/shared/:token');
  });

  it("land a message's link on the bill's thread, at the address the e-mail gives", () => {
    expect(myBoqMessagePath('m1', 'a1')).toBe('/my-boq/m1#message-a1');
    expect(patternOf(myBoqMessagePath('m1', 'a1').split('#')[0]!)).not.toBe('*');
    expect(clientBillUrl('https://kadirio.test/', 'm1', 'a1')).toBe(
      `https://kadirio.test${myBoqMessagePath('m1', 'a1')}`,
    );
    expect(clientBillUrl('https://kadirio.test', 'm1')).toBe(`https://kadirio.test${myBoqPath('m1')}`);
  });
});
