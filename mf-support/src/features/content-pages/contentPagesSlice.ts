import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { ApiError, apiRequest } from '@store/shared-kernel';
import type { ContentPage } from '@store/contracts';

export interface ApiErrorInfo {
  message: string;
  /** 0 when the server was not reached. */
  status: number;
}

export interface ContentPageEntry {
  status: 'loading' | 'succeeded' | 'failed';
  page: ContentPage | null;
  error: ApiErrorInfo | null;
  requestId: string;
}

/** Content pages cached by slug: going back to a page already read costs no request. */
export interface ContentPagesState {
  bySlug: Record<string, ContentPageEntry>;
}

const initialState: ContentPagesState = { bySlug: {} };

export const UNEXPECTED_ERROR_MESSAGE = 'Ocurrió un error inesperado. Intenta de nuevo.';

export const contentPageRequested = createAsyncThunk<
  ContentPage,
  { slug: string },
  { state: { contentPages: ContentPagesState }; rejectValue: ApiErrorInfo }
>(
  'contentPages/contentPageRequested',
  async ({ slug }, { signal, rejectWithValue }) => {
    try {
      return await apiRequest<ContentPage>(`/pages/${encodeURIComponent(slug)}`, { signal });
    } catch (error) {
      return rejectWithValue(
        error instanceof ApiError
          ? { message: error.message, status: error.status }
          : { message: UNEXPECTED_ERROR_MESSAGE, status: 0 },
      );
    }
  },
  {
    // Cached pages and requests in flight are not asked again; failed ones are (retry).
    condition: ({ slug }, { getState }) => {
      const entry = getState().contentPages.bySlug[slug];
      return !entry || entry.status === 'failed';
    },
  },
);

const contentPagesSlice = createSlice({
  name: 'contentPages',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(contentPageRequested.pending, (state, action) => {
        state.bySlug[action.meta.arg.slug] = {
          status: 'loading',
          page: null,
          error: null,
          requestId: action.meta.requestId,
        };
      })
      .addCase(contentPageRequested.fulfilled, (state, action) => {
        const entry = state.bySlug[action.meta.arg.slug];
        if (entry?.requestId !== action.meta.requestId) return;
        entry.status = 'succeeded';
        entry.page = action.payload;
      })
      .addCase(contentPageRequested.rejected, (state, action) => {
        const entry = state.bySlug[action.meta.arg.slug];
        if (entry?.requestId !== action.meta.requestId) return;
        entry.status = 'failed';
        entry.error = action.payload ?? { message: UNEXPECTED_ERROR_MESSAGE, status: 0 };
      });
  },
});

export const contentPagesReducer = contentPagesSlice.reducer;

export const selectContentPage = (state: { contentPages: ContentPagesState }, slug: string) =>
  state.contentPages.bySlug[slug];
