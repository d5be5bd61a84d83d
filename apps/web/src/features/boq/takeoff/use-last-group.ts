import { useCallback, useState } from 'react';

const storageKey = (mapId: string) => `kadirio.takeoff.lastGroup.${mapId}`;

function stored(mapId: string): string {
  try {
    return window.sessionStorage.getItem(storageKey(mapId)) ?? '';
  } catch {
    // Storage refused (a private window's quota, a sandbox): the group is remembered in state only.
    return '';
  }
}

/**
 * The group the surveyor last filed a mark in on this plan, remembered for the browser tab's
 * session (sessionStorage), so the next mark's name dialog offers it again.
 */
export function useLastGroup(mapId: string): [string, (group: string) => void] {
  const [remembered, setRemembered] = useState(() => ({ mapId, group: stored(mapId) }));
  const group = remembered.mapId === mapId ? remembered.group : stored(mapId);
  const remember = useCallback(
    (next: string) => {
      setRemembered({ mapId, group: next });
      try {
        window.sessionStorage.setItem(storageKey(mapId), next);
      } catch {
        // As above: kept in state for this view.
      }
    },
    [mapId],
  );
  return [group, remember];
}
