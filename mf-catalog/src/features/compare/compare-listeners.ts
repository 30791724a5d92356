import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { eventBus, requestToast } from '@store/app-kit';
import type { CompareItem } from './compare-item';
import { writeStoredCompareList } from './compare-storage';
import {
  compareCleared,
  compareProductAdded,
  compareProductRemoved,
  compareRestored,
  selectComparedItems,
  selectIsCompared,
  type CompareState,
} from './compare-slice';
import { COMPARE_TEXT } from './compare-text';

interface WithCompare {
  compare: CompareState;
}

/** State event `compare-changed` (owner: the catalog): the shell's badge reads it. */
export function publishCompareList(items: readonly CompareItem[]): void {
  eventBus.publish('catalog:compare-changed', {
    v: 1,
    count: items.length,
    productIds: items.map((item) => item.id),
  });
}

const sameProducts = (a: readonly CompareItem[], b: readonly CompareItem[]) =>
  a.length === b.length && a.every((item, index) => item.id === b[index]?.id);

/**
 * The compare list's side effects, in one place: the toast of an add (or why it was refused),
 * saving under `corp-compare` and publishing `compare-changed` after every change.
 */
export function registerCompareListeners(startListening: ListenerMiddlewareInstance['startListening']): void {
  const startCompareListening = startListening.withTypes<WithCompare>();

  startCompareListening({
    actionCreator: compareProductAdded,
    effect: (action, api) => {
      const before = api.getOriginalState();
      // Already there: ignored silently, the button already shows 'Quitar de comparar'.
      if (selectIsCompared(before, action.payload.id)) return;
      if (selectIsCompared(api.getState(), action.payload.id)) requestToast(COMPARE_TEXT.added, 'success');
      else requestToast(COMPARE_TEXT.limit, 'warning');
    },
  });

  startCompareListening({
    matcher: isAnyOf(compareProductAdded, compareProductRemoved, compareCleared, compareRestored),
    effect: (_action, api) => {
      const before = selectComparedItems(api.getOriginalState());
      const after = selectComparedItems(api.getState());
      // An ignored add, or removing what was not there: nothing to save or tell.
      if (sameProducts(before, after)) return;
      writeStoredCompareList(after);
      publishCompareList(after);
    },
  });
}
