import {
  BOQ_EXPORT_ENDPOINTS,
  BOQ_PREVIEW_ENDPOINTS,
  type BoqExportKind,
  boqEndpoints as endpoints,
  notificationsEndpoints,
  type Language,
} from '@kadirio/domain';
import { api } from '../../lib/api';
import { apiCall } from '../../lib/api-call';
import { fileMutation, mutation, query } from '../../lib/endpoint-query';
import { afterSheetChange } from './boq.api';

export interface BoqExportArgs {
  mapId: string;
  revision: number;
  kind: BoqExportKind;
  /** The bill's language (PDF and Excel); the shopping list has none of its own words. */
  lang: Language;
}

export interface RevisionArgs {
  mapId: string;
  revision: number;
}

/**
 * The BOQ's issued revisions: issuing one (and its preview), reading them, what changed between
 * them, today's rates against them, their files and the notices the owner got of them. The sheets
 * being priced are in boq.api.ts.
 */
export const boqRevisionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    issueBoq: mutation(build, endpoints.issueBoq, {
      request: ({ mapId, reason }: { mapId: string; reason?: string }) => ({
        params: { id: mapId },
        body: reason ? { reason } : {},
      }),
      invalidatesTags: (_result, error, { mapId }) =>
        error ? [] : [{ type: 'BoqRevision', id: mapId }, ...afterSheetChange(mapId)],
    }),
    /** What issuing now would freeze and its differences from the latest revision; read when the dialog opens. */
    getBoqIssuePreview: query(build, endpoints.getBoqIssuePreview, {
      request: 'param',
      keepUnusedDataFor: 0,
    }),
    /** A revision against the one before it, with its reason. Never changes once issued. */
    getBoqRevisionChanges: query(build, endpoints.getBoqRevisionChanges, {
      request: ({ mapId, revision }: RevisionArgs) => ({ params: { id: mapId, revision } }),
      keepUnusedDataFor: 60 * 60,
    }),
    /** An issued revision against today's catalogue rates: asked afresh whenever a notice mounts. */
    getBoqLiveRates: query(build, endpoints.getBoqRevisionLiveRates, {
      request: ({ mapId, revision }: RevisionArgs) => ({ params: { id: mapId, revision } }),
      keepUnusedDataFor: 0,
    }),
    /**
     * The preview PDF or .xlsx in the language asked for, as an object URL (as the exports). Built
     * by hand, as the exports and the take-off sheet are: the answer is a file, not JSON, and the
     * kind picks the declaration.
     */
    downloadBoqPreview: fileMutation(
      build,
      ({ mapId, kind, lang }: { mapId: string; kind: 'pdf' | 'xlsx'; lang: Language }) =>
        apiCall(BOQ_PREVIEW_ENDPOINTS[kind], { params: { id: mapId }, query: { lang } }),
    ),
    listBoqRevisions: query(build, endpoints.listBoqRevisions, {
      request: 'param',
      providesTags: (_result, _error, mapId) => [{ type: 'BoqRevision', id: mapId }],
    }),
    /**
     * An export of a revision (PDF or Excel) with the session's token. The file becomes an object
     * URL here, so only a string is kept in the store; the caller saves it and revokes it.
     */
    downloadBoqExport: fileMutation(build, ({ mapId, revision, kind, lang }: BoqExportArgs) =>
      apiCall(BOQ_EXPORT_ENDPOINTS[kind], { params: { id: mapId, revision }, query: { lang } }),
    ),
    /** What the owner was told about a plan (e.g. its BOQ issued). */
    listMapNotifications: query(build, notificationsEndpoints.listMapNotifications, {
      request: 'param',
      providesTags: (_result, _error, mapId) => [{ type: 'BoqRevision', id: mapId }],
    }),
    markMapNotificationsRead: mutation(build, notificationsEndpoints.markMapNotificationsRead, {
      request: 'param',
      async onQueryStarted(mapId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(boqRevisionsApi.util.upsertQueryData('listMapNotifications', mapId, data));
        } catch {
          // The notice stays; nothing else depends on it.
        }
      },
    }),
    getBoqRevision: query(build, endpoints.getBoqRevision, {
      request: ({ mapId, revision }: RevisionArgs) => ({ params: { id: mapId, revision } }),
      // An issued revision never changes: keep it as long as the tab lives.
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const {
  useIssueBoqMutation,
  useGetBoqIssuePreviewQuery,
  useGetBoqRevisionChangesQuery,
  useGetBoqLiveRatesQuery,
  useDownloadBoqPreviewMutation,
  useListBoqRevisionsQuery,
  useGetBoqRevisionQuery,
  useDownloadBoqExportMutation,
  useListMapNotificationsQuery,
  useMarkMapNotificationsReadMutation,
} = boqRevisionsApi;
