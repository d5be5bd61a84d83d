import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ratioOfMetresPerPoint,
  type DrawingProposal,
  type Measurement,
  type PageScale,
} from '@kadirio/domain';
import { useDescribeError } from '../../../../lib/api-error';
import {
  useAcceptProposalMutation,
  useLazyGetDrawingProposalQuery,
  useSetPageScalesMutation,
} from '../takeoff.api';
import { acceptBody, proposalItems, type ProposalItem, type ProposalWords } from './proposal-items';

/** The page's own scale and the dimensions' agree within 1 %, as the reader checks a stated scale (docs/takeoff.md §5.1). */
const SAME_SCALE = 0.01;

export type ReviewPhase = 'closed' | 'loading' | 'error' | 'empty' | 'scale' | 'review';

/** The ratio the proposal was measured at: the dimensions' scale, else the stated one it fell back on. */
export function proposedRatio(proposal: DrawingProposal): number | null {
  if (proposal.scale) return proposal.scale.ratio;
  return proposal.metresPerPoint === null
    ? null
    : Math.round(ratioOfMetresPerPoint(proposal.metresPerPoint) * 10) / 10;
}

/**
 * "Read the drawing" on one page (docs/takeoff.md §5.6): asks the server for the proposal, offers
 * its scale first (unless the page's own scale already agrees), then holds which proposals are
 * included and which one the keys act on, and stores the included ones as marks on "Accept".
 */
export function useProposalReview({
  mapId,
  drawingId,
  pageNumber,
  scales,
  measurements,
}: {
  mapId: string;
  drawingId: string;
  pageNumber: number;
  scales: readonly PageScale[];
  measurements: readonly Measurement[];
}) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const [fetchProposal, result] = useLazyGetDrawingProposalQuery();
  const [setPageScales, scaleSaving] = useSetPageScalesMutation();
  const [acceptProposal, accepting] = useAcceptProposalMutation();
  const [open, setOpen] = useState(false);
  const [scaleDone, setScaleDone] = useState(false);
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [current, setCurrent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<number | null>(null);

  const proposal = open && result.originalArgs?.page === pageNumber ? (result.data ?? null) : null;
  const words: ProposalWords = useMemo(
    () => ({
      externalWall: (n) => t('proposals.names.externalWall', { n }),
      internalWall: (n) => t('proposals.names.internalWall', { n }),
      wall: (n) => t('proposals.names.wall', { n }),
      door: (mark) => t('proposals.names.door', { mark }),
      window: (mark) => t('proposals.names.window', { mark }),
      groups: {
        externalWalls: t('proposals.groups.externalWalls'),
        internalWalls: t('proposals.groups.internalWalls'),
        walls: t('proposals.groups.walls'),
        rooms: t('proposals.groups.rooms'),
        doors: t('proposals.groups.doors'),
        windows: t('proposals.groups.windows'),
      },
    }),
    [t],
  );
  const items: ProposalItem[] = useMemo(
    () => (proposal ? proposalItems(proposal, words) : []),
    [proposal, words],
  );
  const pageScale = scales.find((scale) => scale.page === pageNumber && scale.region === null) ?? null;
  const ratio = proposal ? proposedRatio(proposal) : null;
  const scaleAgrees =
    ratio !== null && pageScale !== null && Math.abs(pageScale.ratio / ratio - 1) <= SAME_SCALE;

  let phase: ReviewPhase = 'closed';
  if (open) {
    if (result.isFetching) phase = 'loading';
    else if (result.isError) phase = 'error';
    else if (!proposal || items.length === 0) phase = 'empty';
    else if (!scaleDone && !scaleAgrees) phase = 'scale';
    else phase = 'review';
  }

  const included = new Set(items.filter((item) => !excluded.has(item.id)).map((item) => item.id));
  const move = (by: number) =>
    setCurrent((at) => Math.min(Math.max(at + by, 0), Math.max(items.length - 1, 0)));
  const mark = (id: string, include: boolean) =>
    setExcluded((now) => {
      const next = new Set(now);
      if (include) next.delete(id);
      else next.add(id);
      return next;
    });

  return {
    phase,
    proposal,
    items,
    included,
    current,
    ratio,
    pageScale,
    problem,
    accepted,
    busy: scaleSaving.isLoading || accepting.isLoading,
    errorText: result.isError ? describeError(result.error) : null,
    read: () => {
      setOpen(true);
      setScaleDone(false);
      setExcluded(new Set());
      setCurrent(0);
      setProblem(null);
      setAccepted(null);
      void fetchProposal({ mapId, drawingId, page: pageNumber });
    },
    close: () => setOpen(false),
    select: setCurrent,
    move,
    /** Includes or excludes one proposal; the keys then move on to the next. */
    decide: (index: number, include: boolean, moveOn = false) => {
      const item = items[index];
      if (!item) return;
      mark(item.id, include);
      if (moveOn) move(1);
    },
    keepScale: () => setScaleDone(true),
    takeFoundScale: async () => {
      if (ratio === null) return;
      setProblem(null);
      // The page's scale regions stay as they are: only its own scale is replaced.
      const regions = scales
        .filter((scale) => scale.page === pageNumber && scale.region !== null)
        .map((scale) =>
          scale.source === 'two-points' && scale.points && scale.knownLength !== null
            ? {
                source: 'two-points' as const,
                region: scale.region,
                points: scale.points,
                knownLength: scale.knownLength,
              }
            : { source: 'text' as const, region: scale.region, ratio: scale.ratio },
        );
      try {
        await setPageScales({
          mapId,
          drawingId,
          body: { page: pageNumber, scales: [{ source: 'text', ratio }, ...regions] },
        }).unwrap();
        setScaleDone(true);
      } catch (error) {
        setProblem(describeError(error));
      }
    },
    accept: async () => {
      setProblem(null);
      const body = acceptBody(
        items,
        included,
        measurements.map((m) => m.name),
      );
      try {
        const answer = await acceptProposal({ mapId, drawingId, page: pageNumber, body }).unwrap();
        setAccepted(answer.measurements.length);
        setOpen(false);
      } catch (error) {
        setProblem(describeError(error));
      }
    },
    dismissAccepted: () => setAccepted(null),
  };
}

export type ProposalReview = ReturnType<typeof useProposalReview>;
