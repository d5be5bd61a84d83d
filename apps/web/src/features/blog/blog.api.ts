import {
  blogEndpoints as endpoints,
  COVER_FIELD,
  type Comment,
  type CreatePostBody,
  type Post,
  type PostPage,
  type PreviewResponse,
  type UpdatePostBody,
} from '@kadirio/domain';
import { api } from '../../lib/api';
import { apiCall } from '../../lib/api-call';

export type PostStatusFilter = 'published' | 'draft' | 'all';

export interface ListPostsArgs {
  page: number;
  limit: number;
  status?: PostStatusFilter;
}

/** Every list of posts: any change to any post (or its comments) refetches them. */
const POST_LISTS = { type: 'BlogPost', id: 'LIST' } as const;

export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPosts: build.query<PostPage, ListPostsArgs>({
      query: (query) => apiCall(endpoints.listPosts, { query }),
      providesTags: (page) =>
        page
          ? [...page.items.map((post) => ({ type: 'BlogPost' as const, id: post._id })), POST_LISTS]
          : [POST_LISTS],
    }),
    /** By id or slug; tagged by id so edits made through either refresh it. */
    getPost: build.query<Post, string>({
      query: (ref) => apiCall(endpoints.getPost, { params: { id: ref } }),
      providesTags: (post, _error, ref) => [{ type: 'BlogPost', id: post?._id ?? ref }],
    }),
    createPost: build.mutation<Post, CreatePostBody>({
      query: (body) => apiCall(endpoints.createPost, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [POST_LISTS]),
    }),
    updatePost: build.mutation<Post, { id: string; body: UpdatePostBody }>({
      query: ({ id, body }) => apiCall(endpoints.updatePost, { params: { id }, body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'BlogPost', id }, POST_LISTS]),
    }),
    deletePost: build.mutation<{ id: string; message: string }, string>({
      query: (id) => apiCall(endpoints.deletePost, { params: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : [POST_LISTS]),
    }),
    /** The article as the server renders and sanitises it: the editor never renders Markdown itself. */
    previewArticle: build.mutation<PreviewResponse, string>({
      query: (article) => apiCall(endpoints.previewArticle, { body: { article } }),
    }),
    uploadCover: build.mutation<Post, { id: string; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append(COVER_FIELD, file);
        // A multipart body: the declaration has no JSON body schema to type it.
        return { ...apiCall(endpoints.setCover, { params: { id } }), body };
      },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'BlogPost', id }, POST_LISTS]),
    }),
    removeCover: build.mutation<Post, string>({
      query: (id) => apiCall(endpoints.removeCover, { params: { id } }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'BlogPost', id }, POST_LISTS]),
    }),
    addComment: build.mutation<Comment, { postId: string; body: string }>({
      query: ({ postId, body }) => apiCall(endpoints.addComment, { params: { id: postId }, body: { body } }),
      invalidatesTags: (_result, error, { postId }) =>
        error ? [] : [{ type: 'BlogPost', id: postId }, POST_LISTS],
    }),
    deleteComment: build.mutation<{ id: string; message: string }, { postId: string; commentId: string }>({
      query: ({ postId, commentId }) =>
        apiCall(endpoints.deleteComment, { params: { id: postId, commentId } }),
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
