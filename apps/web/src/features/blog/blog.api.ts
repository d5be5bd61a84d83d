import { blogEndpoints as endpoints, COVER_FIELD } from '@kadirio/domain';
import { api } from '../../lib/api';
import { apiCall } from '../../lib/api-call';
import { mutation, mutationBy, query, type QueryOf } from '../../lib/endpoint-query';

export type PostStatusFilter = NonNullable<QueryOf<typeof endpoints.listPosts>['status']>;

/** Every list of posts: any change to any post (or its comments) refetches them. */
const POST_LISTS = { type: 'BlogPost', id: 'LIST' } as const;

export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPosts: query(build, endpoints.listPosts, {
      request: 'query',
      providesTags: (page) =>
        page
          ? [...page.items.map((post) => ({ type: 'BlogPost' as const, id: post._id })), POST_LISTS]
          : [POST_LISTS],
    }),
    /** By id or slug; tagged by id so edits made through either refresh it. */
    getPost: query(build, endpoints.getPost, {
      request: 'param',
      providesTags: (post, _error, ref) => [{ type: 'BlogPost', id: post?._id ?? ref }],
    }),
    createPost: mutation(build, endpoints.createPost, {
      request: 'body',
      invalidatesTags: (_result, error) => (error ? [] : [POST_LISTS]),
    }),
    updatePost: mutation(build, endpoints.updatePost, {
      request: 'params',
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'BlogPost', id }, POST_LISTS]),
    }),
    deletePost: mutation(build, endpoints.deletePost, {
      request: 'param',
      invalidatesTags: (_result, error) => (error ? [] : [POST_LISTS]),
    }),
    /** The article as the server renders and sanitises it: the editor never renders Markdown itself. */
    previewArticle: mutation(build, endpoints.previewArticle, {
      request: (article: string) => ({ body: { article } }),
    }),
    /** Its body is a multipart form, which the declaration does not describe as JSON. */
    uploadCover: mutationBy(
      build,
      ({ id, file }: { id: string; file: File }) => {
        const body = new FormData();
        body.append(COVER_FIELD, file);
        return { ...apiCall(endpoints.setCover, { params: { id } }), body };
      },
      {
        invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'BlogPost', id }, POST_LISTS]),
      },
    ),
    removeCover: mutation(build, endpoints.removeCover, {
      request: 'param',
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'BlogPost', id }, POST_LISTS]),
    }),
    addComment: mutation(build, endpoints.addComment, {
      request: ({ postId, body }: { postId: string; body: string }) => ({
        params: { id: postId },
        body: { body },
      }),
      invalidatesTags: (_result, error, { postId }) =>
        error ? [] : [{ type: 'BlogPost', id: postId }, POST_LISTS],
    }),
    deleteComment: mutation(build, endpoints.deleteComment, {
      request: ({ postId, commentId }: { postId: string; commentId: string }) => ({
        params: { id: postId, commentId },
      }),
      invalidatesTags: (_result, error, { postId }) =>
        error ? [] : [{ type: 'BlogPost', id: postId }, POST_LISTS],
    }),
  }),
});

export const {
  useListPostsQuery,
  useGetPostQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
  usePreviewArticleMutation,
  useUploadCoverMutation,
  useRemoveCoverMutation,
  useAddCommentMutation,
  useDeleteCommentMutation,
} = blogApi;
