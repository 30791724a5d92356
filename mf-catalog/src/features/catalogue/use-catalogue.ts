import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  categoryRequested,
  productListRequested,
  productRequested,
  selectCategory,
  selectProduct,
  selectProductList,
} from './catalogueSlice';

/** A product list from the store, requested when first needed; `retry` asks again. */
export function useProductList(key: string | null) {
  const dispatch = useAppDispatch();
  const resource = useAppSelector((state) => (key ? selectProductList(state, key) : undefined));
  useEffect(() => {
    if (key) void dispatch(productListRequested({ key }));
  }, [dispatch, key]);
  const retry = useCallback(() => {
    if (key) void dispatch(productListRequested({ key, force: true }));
  }, [dispatch, key]);
  return { resource, retry };
}

export function useProduct(slug: string) {
  const dispatch = useAppDispatch();
  const resource = useAppSelector((state) => selectProduct(state, slug));
  useEffect(() => {
    void dispatch(productRequested({ slug }));
  }, [dispatch, slug]);
  const retry = useCallback(() => void dispatch(productRequested({ slug, force: true })), [dispatch, slug]);
  return { resource, retry };
}

export function useCategory(slug: string) {
  const dispatch = useAppDispatch();
  const resource = useAppSelector((state) => selectCategory(state, slug));
  useEffect(() => {
    void dispatch(categoryRequested({ slug }));
  }, [dispatch, slug]);
  const retry = useCallback(() => void dispatch(categoryRequested({ slug, force: true })), [dispatch, slug]);
  return { resource, retry };
}
