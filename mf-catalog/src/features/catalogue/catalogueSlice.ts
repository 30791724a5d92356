import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { apiRequest } from '@store/shared-kernel';
import type { Category, Product, ProductPage } from '@store/contracts';
import { needsFetch, toErrorInfo, type ApiErrorInfo, type RemoteResource } from '../../lib/remote-resource';
import { splitListKey } from '../../lib/catalogue-api';

/** Server data the catalogue pages show, cached per request. */
export interface CatalogueState {
  /** Product lists keyed by `productListKey(...)`. */
  lists: Record<string, RemoteResource<ProductPage>>;
  /** Products keyed by slug. */
  products: Record<string, RemoteResource<Product>>;
  /** Categories keyed by slug. */
  categories: Record<string, RemoteResource<Category>>;
}

const initialState: CatalogueState = { lists: {}, products: {}, categories: {} };

interface ThunkConfig {
  state: { catalogue: CatalogueState };
  rejectValue: ApiErrorInfo;
}

export const productListRequested = createAsyncThunk<
  ProductPage,
  { key: string; force?: boolean },
  ThunkConfig
>(
  'catalogue/productListRequested',
  async ({ key }, { signal, rejectWithValue }) => {
    const { path, query } = splitListKey(key);
    try {
      return await apiRequest<ProductPage>(path, { query, signal });
    } catch (error) {
      return rejectWithValue(toErrorInfo(error));
    }
  },
  { condition: ({ key, force }, { getState }) => needsFetch(getState().catalogue.lists[key], force) },
);

export const productRequested = createAsyncThunk<Product, { slug: string; force?: boolean }, ThunkConfig>(
  'catalogue/productRequested',
  async ({ slug }, { signal, rejectWithValue }) => {
    try {
      return await apiRequest<Product>(`/products/slug/${encodeURIComponent(slug)}`, {
        query: { expand: 'specs' },
        signal,
      });
    } catch (error) {
      return rejectWithValue(toErrorInfo(error));
    }
  },
  { condition: ({ slug, force }, { getState }) => needsFetch(getState().catalogue.products[slug], force) },
);

export const categoryRequested = createAsyncThunk<Category, { slug: string; force?: boolean }, ThunkConfig>(
  'catalogue/categoryRequested',
  async ({ slug }, { signal, rejectWithValue }) => {
    try {
      return await apiRequest<Category>(`/categories/${encodeURIComponent(slug)}`, { signal });
    } catch (error) {
      return rejectWithValue(toErrorInfo(error));
    }
  },
  { condition: ({ slug, force }, { getState }) => needsFetch(getState().catalogue.categories[slug], force) },
);

function loading<T>(previous: RemoteResource<T> | undefined, requestId: string): RemoteResource<T> {
  return { status: 'loading', data: previous?.data ?? null, error: null, requestId };
}

function failed<T>(
  previous: RemoteResource<T> | undefined,
  requestId: string,
  error: ApiErrorInfo | undefined,
): RemoteResource<T> | undefined {
  if (previous?.requestId !== requestId) return previous;
  return { status: 'failed', data: null, error: error ?? toErrorInfo(undefined), requestId };
}

const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(productListRequested.pending, (state, action) => {
        const { key } = action.meta.arg;
        state.lists[key] = loading(state.lists[key], action.meta.requestId);
      })
      .addCase(productListRequested.fulfilled, (state, action) => {
        const { key } = action.meta.arg;
        if (state.lists[key]?.requestId !== action.meta.requestId) return;
        state.lists[key] = {
          status: 'succeeded',
          data: action.payload,
          error: null,
          requestId: action.meta.requestId,
        };
      })
      .addCase(productListRequested.rejected, (state, action) => {
        const { key } = action.meta.arg;
        const next = failed(state.lists[key], action.meta.requestId, action.payload);
        if (next) state.lists[key] = next;
      })
      .addCase(productRequested.pending, (state, action) => {
        const { slug } = action.meta.arg;
        state.products[slug] = loading(state.products[slug], action.meta.requestId);
      })
      .addCase(productRequested.fulfilled, (state, action) => {
        const { slug } = action.meta.arg;
        if (state.products[slug]?.requestId !== action.meta.requestId) return;
        state.products[slug] = {
          status: 'succeeded',
          data: action.payload,
          error: null,
          requestId: action.meta.requestId,
        };
      })
      .addCase(productRequested.rejected, (state, action) => {
        const { slug } = action.meta.arg;
        const next = failed(state.products[slug], action.meta.requestId, action.payload);
        if (next) state.products[slug] = next;
      })
      .addCase(categoryRequested.pending, (state, action) => {
        const { slug } = action.meta.arg;
        state.categories[slug] = loading(state.categories[slug], action.meta.requestId);
      })
      .addCase(categoryRequested.fulfilled, (state, action) => {
        const { slug } = action.meta.arg;
        if (state.categories[slug]?.requestId !== action.meta.requestId) return;
        state.categories[slug] = {
          status: 'succeeded',
          data: action.payload,
          error: null,
          requestId: action.meta.requestId,
        };
      })
      .addCase(categoryRequested.rejected, (state, action) => {
        const { slug } = action.meta.arg;
        const next = failed(state.categories[slug], action.meta.requestId, action.payload);
        if (next) state.categories[slug] = next;
      });
  },
});

export const catalogueReducer = catalogueSlice.reducer;

type WithCatalogue = { catalogue: CatalogueState };

export const selectProductList = (state: WithCatalogue, key: string) => state.catalogue.lists[key];
export const selectProduct = (state: WithCatalogue, slug: string) => state.catalogue.products[slug];
export const selectCategory = (state: WithCatalogue, slug: string) => state.catalogue.categories[slug];
