import type {
  Comment,
  CreatePostBody,
  Post,
  PostPage,
  PreviewResponse,
  UpdatePostBody,
} from '@kadirio/domain';
import { api } from '../../lib/api';

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
      query: (params) => ({ url: 'blog', params }),
      providesTags: (page) =>
        page
          ? [...page.items.map((post) => ({ type: 'BlogPost' as const, id: post._id })), POST_LISTS]
          : [POST_LISTS],
    }),
    /** By id or slug; tagged by id so edits made through either refresh it. */
    getPost: build.query<Post, string>({
      query: (ref) => `blog/${encodeURIComponent(ref)}`,
      providesTags: (post, _error, ref) => [{ type: 'BlogPost', id: post?._id ?? ref }],
    }),
    createPost: build.mutation<Post, CreatePostBody>({
      query: (body) => ({ url: 'blog', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [POST_LISTS]),
    }),
    updatePost: build.mutation<Post, { id: string; body: UpdatePostBody }>({
      query: ({ id, body }) => ({ url: `blog/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'BlogPost', id }, POST_LISTS]),
    }),
    deletePost: build.mutation<{ id: string; message: string }, string>({
      query: (id) => ({ url: `blog/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [POST_LISTS]),
    }),
    /** The article as the server renders and sanitises it: the editor never renders Markdown itself. */
    previewArticle: build.mutation<PreviewResponse, string>({
      query: (article) => ({ url: 'blog/preview', method: 'POST', body: { article } }),
    }),
    uploadCover: build.mutation<Post, { id: string; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `blog/${id}/cover`, method: 'PUT', body };
      },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'BlogPost', id }, POST_LISTS]),
    }),
    removeCover: build.mutation<Post, string>({
      query: (id) => ({ url: `blog/${id}/cover`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'BlogPost', id }, POST_LISTS]),
    }),
    addComment: build.mutation<Comment, { postId: string; body: string }>({
      query: ({ postId, body }) => ({ url: `blog/${postId}/comments`, method: 'POST', body: { body } }),
      invalidatesTags: (_result, error, { postId }) =>
        error ? [] : [{ type: 'BlogPost', id: postId }, POST_LISTS],
    }),
    deleteComment: build.mutation<{ id: string; message: string }, { postId: string; commentId: string }>({
      query: ({ postId, commentId }) => ({ url: `blog/${postId}/comments/${commentId}`, method: 'DELETE' }),
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
