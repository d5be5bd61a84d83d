import {
  applyLineChanges,
  boqEndpoints as endpoints,
  boqReviewEndpoints as reviewEndpoints,
  CALCULATORS,
  citeInputSources,
  countSettled,
  diffRevisions,
  freezeRevision,
  getTrade,
  hasQuantities,
  isUnchanged,
  liveRateChanges,
  listMovedRates,
  movedSinceCompleted,
  mergeRecalculation,
  nextInputSources,
  priceSheetLines,
  reviewedTrades,
  routeKeyOf,
  SetBoqPercentagesBodySchema,
  SetBoqSettingsBodySchema,
  labourPercentFor,
  summariseSheets,
  TRADE_IDS,
  type BoqMapInfo,
  type BoqMapProgress,
  type BoqPercentageSettings,
  type BoqProgress,
  type BoqResponse,
  type BoqRevision,
  type BoqRevisionChanges,
  type BoqSheet,
  type BoundInput,
  type InputSources,
  type Language,
  type SaveSheetBody,
  type SheetItem,
  type SheetStatus,
  type StoredLine,
  type TakeoffOptions,
  type TradeId,
} from '@kadirio/domain';
import { fakeBuildingModel } from './building-model-fakes';
import type { MockRequest, MockResponse, MockRoute } from './mock-api';
import { buildSeedCatalogue } from './factories';
import { reviewSheetOf, reviewStateOf } from './boq-review-fakes';

/** Test data for the BOQ screens (web tests only): a small in-memory BOQ server on the real domain rules. */

let sequence = 0;

export function buildBoqMapInfo(overrides: Partial<BoqMapInfo> = {}): BoqMapInfo {
  sequence += 1;
  return {
    _id: crypto.randomUUID(),
    title: `Nyumba ya Mama Neema ${sequence}`,
    status: 'successful',
    ownerName: 'Neema Mushi',
    region: 'Arusha',
    district: 'Arusha Mjini',
    ward: 'Kaloleni',
    plinthArea: 108,
    ...overrides,
  };
}

export function buildBoqMapProgress(overrides: Partial<BoqMapProgress> = {}): BoqMapProgress {
  return {
    map: buildBoqMapInfo(),
    completedSheets: 0,
    totalSheets: TRADE_IDS.length,
    latestRevision: null,
    lastEditedAt: null,
    ...overrides,
  };
}

interface StoredSheet {
  _id: string;
  trade: TradeId;
  status: SheetStatus;
  notApplicableReason: string | null;
  version: number;
  inputs: Record<string, unknown>;
  /** As the server keeps them: typed or house model, per input. */
  inputSources: InputSources;
  overrides: TakeoffOptions;
  labourPercent: number | null;
  lines: StoredLine[];
  completedAt: string | null;
  /** Opened by the surveyor or ticked on the review screen since it last became a draft. */
  reviewed: boolean;
  /** Inputs bound to marks, as the server describes them; absent when none. */
  bindings?: BoundInput[];
  /** As the server records them: the rates a completed sheet was completed at. */
  completedRates: Record<string, number> | null;
}

const SEED = buildSeedCatalogue();

const ratesOf = (sheet: BoqSheet): Record<string, number> =>
  Object.fromEntries(sheet.lines.map((line) => [line.code, line.rate]));

/**
 * One map's BOQ as the server keeps it, answering the BOQ routes for `mockApi`. Quantities are
 * the domain calculators' (as on the server); typed quantities and versions behave as the API
 * contract says, so a screen test sees what the real API would send.
 */
export function createFakeBoq(map: BoqMapInfo = buildBoqMapInfo()) {
  const rates = new Map(SEED.map((item) => [item.code, item.rate]));
  const sheets = new Map<TradeId, StoredSheet>();
  const revisions: BoqRevision[] = [];
  let clientLanguage: Language = 'en';
  let percentages: BoqPercentageSettings = {
    contingencyPercent: 5,
    vatPercent: 18,
    ratesIncludeVat: true,
    labourByKind: { builderWork: 30, services: 25, fittedGoods: 10, fees: 0 },
    takeoffOptions: {},
    billForm: 'measured',
    version: 0,
    updatedAt: null,
  };
  const frozenPercentages = () => ({
    contingencyPercent: percentages.contingencyPercent,
    vatPercent: percentages.vatPercent,
    ratesIncludeVat: percentages.ratesIncludeVat,
    labourByKind: { ...percentages.labourByKind },
  });

  const itemsOf = (trade: TradeId): SheetItem[] =>
    SEED.filter((item) => item.trade === trade).map((item) => ({
      _id: item._id,
      code: item.code,
      description: item.description,
      descriptionSw: item.descriptionSw,
      material: item.material,
      unit: item.unit,
      baseUnit: item.baseUnit,
      perUnit: item.perUnit,
      rate: rates.get(item.code) ?? item.rate,
      active: true,
    }));

  const stored = (trade: TradeId): StoredSheet => {
    let sheet = sheets.get(trade);
    if (!sheet) {
      const inputs = CALCULATORS[trade].inputSchema.parse({}) as Record<string, unknown>;
      sheet = {
        _id: crypto.randomUUID(),
        trade,
        status: 'draft',
        notApplicableReason: null,
        version: 1,
        inputs,
        inputSources: {},
        overrides: {},
        labourPercent: null,
        lines: mergeRecalculation([], CALCULATORS[trade].calculate(inputs)),
        completedAt: null,
        reviewed: false,
        completedRates: null,
      };
      sheets.set(trade, sheet);
    }
    return sheet;
  };

  const priced = (trade: TradeId): BoqSheet => {
    const sheet = stored(trade);
    const { nameEn, nameSw, section } = getTrade(trade);
    const pricedLines = priceSheetLines(
      sheet.status === 'notApplicable' ? [] : sheet.lines,
      itemsOf(trade),
      labourPercentFor(trade, percentages.labourByKind, sheet.labourPercent),
    );
    const moved =
      sheet.status === 'completed' ? movedSinceCompleted(pricedLines.lines, sheet.completedRates) : [];
    return {
      _id: sheet._id,
      mapId: map._id,
      trade,
      section,
      nameEn,
      nameSw,
      status: sheet.status,
      version: sheet.version,
      inputs: sheet.inputs,
      inputSources: sheet.inputSources,
      overrides: sheet.overrides,
      boqWideOptions: percentages.takeoffOptions,
      completedBy: sheet.status === 'draft' ? null : { _id: crypto.randomUUID(), name: 'Juma Surveyor' },
      completedAt: sheet.completedAt,
      notApplicableReason: sheet.notApplicableReason,
      labourOverride: sheet.labourPercent,
      ...(sheet.bindings ? { bindings: sheet.bindings } : {}),
      // As on the server: a not-applicable sheet bills nothing.
      ...pricedLines,
      ...(moved.length > 0 ? { ratesMovedSinceCompleted: moved } : {}),
      updatedAt: '2026-01-10T08:00:00.000Z',
    };
  };

  const boq = (): BoqResponse => {
    const all = TRADE_IDS.map(priced);
    const completed = countSettled(all);
    return {
      map,
      sheets: all,
      summary: summariseSheets(all, frozenPercentages(), map.plinthArea) as BoqResponse['summary'],
      percentages,
      completedSheets: completed,
      totalSheets: all.length,
      readyToIssue: completed === all.length,
      latestRevision: revisions.at(-1)?.revision ?? null,
      ratesMovedSinceCompleted: listMovedRates(all),
    };
  };

  const progress = (): MockResponse => {
    const { completedSheets, totalSheets, sheets: all } = boq();
    const body: BoqProgress = {
      map,
      sheets: all.map(({ trade, status }) => ({ trade, status })),
      completedSheets,
      totalSheets,
    };
    return { body };
  };

  /** What an issue would freeze now, or the 409 the server answers while a sheet is open. */
  const candidate = (reason: string | null): { revision?: BoqRevision; refusal?: MockResponse } => {
    const current = boq();
    if (!current.readyToIssue)
      return { refusal: { status: 409, body: { message: 'Complete every sheet first' } } };
    const revision = freezeRevision({
      mapId: map._id,
      revision: revisions.length + 1,
      // Revision n is issued on 10 + n January: revisions differ by their date too.
      issuedAt: new Date(Date.UTC(2026, 0, 11 + revisions.length, 10)).toISOString(),
      issuedBy: { _id: crypto.randomUUID(), name: 'Juma Surveyor' },
      reason: reason?.trim() || null,
      currency: 'TZS',
      map,
      percentages: frozenPercentages(),
      sheets: current.sheets,
    });
    return { revision };
  };

  const tradeOf = (request: MockRequest) => request.params.trade as TradeId;
  const stale = (sheet: StoredSheet, version: number | undefined): MockResponse | null =>
    version !== undefined && version !== sheet.version
      ? { status: 409, body: { message: 'The sheet was changed by someone else: reload it' } }
      : null;

  const save = (request: MockRequest): MockResponse => {
    const trade = tradeOf(request);
    const sheet = stored(trade);
    const body = request.body as SaveSheetBody;
    const refusal = stale(sheet, body.version);
    if (refusal) return refusal;
    if (sheet.status !== 'draft') return { status: 409, body: { message: 'The sheet is completed' } };
    if (body.inputs || body.overrides) {
      const parsed = CALCULATORS[trade].inputSchema.safeParse(body.inputs ?? sheet.inputs);
      if (!parsed.success) return { status: 400, body: { message: parsed.error.issues[0]?.message } };
      const inputs = parsed.data as Record<string, unknown>;
      sheet.inputSources = nextInputSources(sheet.inputSources, sheet.inputs, inputs, 'typed');
      sheet.inputs = inputs;
      sheet.overrides = body.overrides ?? sheet.overrides;
      sheet.lines = mergeRecalculation(
        sheet.lines,
        citeInputSources(
          CALCULATORS[trade].calculateParsed(parsed.data as never, sheet.overrides),
          inputs,
          sheet.inputSources,
          { sheet: sheet.overrides },
        ),
      );
    }
    if (body.labourPercent !== undefined) sheet.labourPercent = body.labourPercent;
    if (body.lines) sheet.lines = applyLineChanges(sheet.lines, body.lines);
    sheet.version += 1;
    return { body: priced(trade) };
  };

  const setStatus =
    (status: SheetStatus): MockRoute =>
    (request) => {
      const sheet = stored(tradeOf(request));
      const body = request.body as { version?: number; reason?: string } | undefined;
      const refusal = stale(sheet, body?.version);
      if (refusal) return refusal;
      if (status === 'completed' && !hasQuantities(priced(sheet.trade))) {
        return { status: 409, body: { message: 'The sheet has no quantities' } };
      }
      sheet.completedRates = status === 'completed' ? ratesOf(priced(sheet.trade)) : null;
      sheet.status = status;
      sheet.completedAt = status === 'draft' ? null : '2026-01-10T09:00:00.000Z';
      sheet.notApplicableReason = status === 'notApplicable' ? (body?.reason ?? '') : null;
      if (status === 'draft') sheet.reviewed = false;
      sheet.version += 1;
      return { body: priced(sheet.trade) };
    };

  const buildingModel = fakeBuildingModel();
  const routes: Record<string, MockRoute> = {
    [routeKeyOf(endpoints.listBoqMaps)]: () => ({
      body: {
        items: [
          buildBoqMapProgress({
            map,
            completedSheets: countSettled([...sheets.values()]),
            latestRevision: revisions.at(-1)?.revision ?? null,
          }),
        ],
        total: 1,
        page: 1,
        limit: 10,
      },
    }),
    [routeKeyOf(endpoints.getBoq)]: () => ({ body: boq() }),
    [routeKeyOf(endpoints.issueBoq)]: (request) => {
      const { revision: answer, refusal } = candidate(
        (request.body as { reason?: string } | undefined)?.reason ?? null,
      );
      if (refusal || !answer) return refusal ?? { status: 500 };
      const latest = revisions.at(-1);
      if (latest && isUnchanged(diffRevisions(latest, answer))) {
        return { status: 409, body: { message: `Nothing changed since revision ${latest.revision}` } };
      }
      if (latest && !answer.reason) return { status: 400, body: { message: 'reason is required' } };
      revisions.push(answer);
      return { status: 201, body: answer };
    },
    [routeKeyOf(endpoints.getBoqIssuePreview)]: () => {
      const { revision: answer, refusal } = candidate(null);
      if (refusal || !answer) return refusal ?? { status: 500 };
      const latest = revisions.at(-1);
      const diff = latest ? diffRevisions(latest, answer) : null;
      const unchanged = diff !== null && isUnchanged(diff);
      return {
        body: {
          revision: answer,
          diff,
          unchanged,
          clientLanguage,
          ratesMovedSinceCompleted: listMovedRates(TRADE_IDS.map(priced)),
        },
      };
    },
    [routeKeyOf(endpoints.getBoqRevisionLiveRates)]: (request) => {
      const issued = revisions.find((candidate) => String(candidate.revision) === request.params.revision);
      if (!issued) return { status: 404, body: { message: 'No such revision' } };
      return { body: liveRateChanges(issued, (code) => rates.get(code)) };
    },
    [routeKeyOf(endpoints.getBoqRevisionChanges)]: (request) => {
      const index = revisions.findIndex(
        (candidate) => String(candidate.revision) === request.params.revision,
      );
      const current = revisions[index];
      if (!current) return { status: 404, body: { message: 'No such revision' } };
      const previous = revisions[index - 1];
      const changes: BoqRevisionChanges = {
        revision: current.revision,
        previous: previous?.revision ?? null,
        issuedAt: current.issuedAt,
        issuedBy: current.issuedBy,
        reason: current.reason ?? null,
        diff: previous ? diffRevisions(previous, current) : null,
      };
      return { body: changes };
    },
    [routeKeyOf(endpoints.listBoqRevisions)]: () => ({
      body: {
        items: [...revisions].reverse().map((revision) => ({
          revision: revision.revision,
          issuedAt: revision.issuedAt,
          issuedBy: revision.issuedBy,
          grandTotal: revision.summary.grandTotal,
          reason: revision.reason ?? null,
        })),
      },
    }),
    [routeKeyOf(endpoints.getBoqRevision)]: (request) => {
      const revision = revisions.find((candidate) => String(candidate.revision) === request.params.revision);
      return revision ? { body: revision } : { status: 404, body: { message: 'No such revision' } };
    },
    // Before the sheet route, which would take `percentages` for a trade.
    [routeKeyOf(endpoints.setBoqPercentages)]: (request) => {
      const parsed = SetBoqPercentagesBodySchema.safeParse(request.body);
      if (!parsed.success) {
        const message = parsed.error.issues
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; ');
        return { status: 400, body: { message } };
      }
      if (parsed.data.version !== percentages.version) {
        return { status: 409, body: { message: 'The contingency and VAT were changed by someone else' } };
      }
      percentages = {
        ...percentages,
        contingencyPercent: parsed.data.contingencyPercent,
        vatPercent: parsed.data.vatPercent,
        version: percentages.version + 1,
        updatedAt: '2026-01-10T10:00:00.000Z',
      };
      return { body: boq() };
    },
    [routeKeyOf(endpoints.getBoqProgress)]: progress,
    [routeKeyOf(endpoints.setBoqSettings)]: (request) => {
      const parsed = SetBoqSettingsBodySchema.safeParse(request.body);
      if (!parsed.success) {
        return {
          status: 400,
          body: { message: parsed.error.issues.map((issue) => issue.message).join('; ') },
        };
      }
      if (parsed.data.version !== percentages.version) {
        return { status: 409, body: { message: 'The BOQ settings were changed by someone else' } };
      }
      const { version: _version, labourByKind, ...rest } = parsed.data;
      percentages = {
        ...percentages,
        ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
        labourByKind: {
          ...percentages.labourByKind,
          ...Object.fromEntries(
            Object.entries(labourByKind ?? {}).filter(([, value]) => value !== undefined),
          ),
        },
        version: percentages.version + 1,
        updatedAt: '2026-01-10T10:00:00.000Z',
      };
      return { body: boq() };
    },
    [routeKeyOf(endpoints.getBoqSheet)]: (request) => ({ body: priced(tradeOf(request)) }),
    [routeKeyOf(endpoints.saveBoqSheet)]: save,
    [routeKeyOf(endpoints.completeBoqSheet)]: setStatus('completed'),
    [routeKeyOf(endpoints.reopenBoqSheet)]: setStatus('draft'),
    [routeKeyOf(endpoints.markBoqSheetNotApplicable)]: setStatus('notApplicable'),
    ...buildingModel.routes,
    [routeKeyOf(reviewEndpoints.getBoqReview)]: () => ({
      body: {
        mapId: map._id,
        sheets: TRADE_IDS.map((trade) => reviewSheetOf(priced(trade), stored(trade).reviewed)),
      },
    }),
    [routeKeyOf(reviewEndpoints.setBoqSheetReviewed)]: (request) => {
      const sheet = stored(tradeOf(request));
      if (sheet.status !== 'draft') return { status: 409, body: { message: 'The sheet is settled' } };
      sheet.reviewed = (request.body as { reviewed: boolean }).reviewed;
      return { body: reviewStateOf(sheet, sheet.reviewed) };
    },
    [routeKeyOf(endpoints.completeReviewedBoqSheets)]: (request) => {
      const { trades } = request.body as { trades: TradeId[] };
      const reviewed = reviewedTrades(
        TRADE_IDS.map((trade) => reviewSheetOf(priced(trade), stored(trade).reviewed)),
      );
      if (trades.some((trade) => !reviewed.includes(trade))) {
        return { status: 409, body: { message: 'These sheets are not reviewed drafts with quantities' } };
      }
      for (const trade of trades) {
        Object.assign(stored(trade), {
          status: 'completed',
          completedAt: '2026-01-10T09:00:00.000Z',
          completedRates: ratesOf(priced(trade)),
        });
        stored(trade).version += 1;
      }
      return progress();
    },
  };

  return {
    map,
    routes,
    /** The plan's building model as the review screen reads it. */
    buildingModel,
    /** The owner's chosen language (the issue preview is offered in it). */
    setClientLanguage(language: Language) {
      clientLanguage = language;
    },
    /** A sheet's inputs (raw: defaults filled in), their sources and bindings, set before the screen opens. */
    setInputs(
      trade: TradeId,
      inputs: Record<string, unknown>,
      inputSources: InputSources,
      bindings?: BoundInput[],
    ) {
      const sheet = stored(trade);
      sheet.inputs = CALCULATORS[trade].inputSchema.parse(inputs);
      sheet.inputSources = inputSources;
      if (bindings) sheet.bindings = bindings;
      sheet.lines = mergeRecalculation(sheet.lines, CALCULATORS[trade].calculate(sheet.inputs));
    },
    /** A sheet the surveyor opened, or ticked on the review screen. */
    markReviewed(trade: TradeId) {
      stored(trade).reviewed = true;
    },
    /** A sheet reopened by someone (a draft again). */
    reopen(trade: TradeId) {
      Object.assign(stored(trade), { status: 'draft', notApplicableReason: null, completedAt: null });
      stored(trade).version += 1;
    },
    /** A quantity typed on a sheet before the screen opens (a sheet with lines can be completed). */
    fill(trade: TradeId, code: string, quantity: number) {
      const sheet = stored(trade);
      sheet.lines = applyLineChanges(sheet.lines, [{ code, quantity }]);
    },
    /** A sheet's own constants and wastage, set before the screen opens. */
    setOverrides(trade: TradeId, overrides: TakeoffOptions) {
      stored(trade).overrides = overrides;
    },
    /** BOQ-wide wastage and constants (docs/takeoff.md §1) set before the screen opens. */
    setBoqWideOptions(takeoffOptions: TakeoffOptions) {
      percentages = { ...percentages, takeoffOptions };
    },
    /** Another user's save: the version moves on, so the screen's next save is stale. */
    bumpVersion(trade: TradeId) {
      stored(trade).version += 1;
    },
    /** Another user's change of contingency and VAT: the screen's version is stale. */
    setPercentages(contingencyPercent: number, vatPercent: number) {
      percentages = {
        ...percentages,
        contingencyPercent,
        vatPercent,
        version: percentages.version + 1,
        updatedAt: '2026-01-10T11:00:00.000Z',
      };
    },
    /** Issues the next revision as the server would (every sheet must be completed). */
    issue(reason?: string): BoqRevision {
      const answer = (routes[routeKeyOf(endpoints.issueBoq)] as (request: MockRequest) => MockResponse)({
        params: {},
        query: {},
        body: { reason },
      } as unknown as MockRequest);
      if (answer.status !== 201) throw new Error('complete every sheet before issuing');
      return answer.body as BoqRevision;
    },
    /** Settles every sheet as the surveyor would: filled ones completed, empty ones not applicable. */
    completeAll() {
      for (const trade of TRADE_IDS) {
        const sheet = priced(trade);
        const filled = hasQuantities(sheet);
        Object.assign(stored(trade), {
          status: filled ? 'completed' : 'notApplicable',
          notApplicableReason: filled ? null : 'Not in this house',
          completedRates: filled ? ratesOf(sheet) : null,
        });
      }
    },
    setRate(code: string, rate: number) {
      rates.set(code, rate);
    },
    itemId(code: string): string {
      const item = SEED.find((candidate) => candidate.code === code);
      if (!item) throw new Error(`no seed item ${code}`);
      return item._id;
    },
    sheet: priced,
    /** What `GET /api/maps/:id/boq` answers now. */
    response: boq,
  };
}
