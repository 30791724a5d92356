import type { Store } from '@store/contracts';
import { STORES_TEXT } from './stores-text';

export interface DepartmentGroup {
  department: string;
  stores: Store[];
}

/**
 * The stores grouped by department, so a shopper finds the ones near them. Departments keep the
 * order of their first store in the API's answer (the business's own order, main stores first);
 * stores without a known place go last, under 'Otras ubicaciones'.
 */
export function groupByDepartment(stores: readonly Store[]): DepartmentGroup[] {
  const groups = new Map<string, Store[]>();
  const unplaced: Store[] = [];
  for (const store of stores) {
    const department = store.place?.department.trim();
    if (!department) {
      unplaced.push(store);
      continue;
    }
    const group = groups.get(department);
    if (group) group.push(store);
    else groups.set(department, [store]);
  }
  const result = [...groups].map(([department, members]) => ({ department, stores: members }));
  if (unplaced.length > 0) result.push({ department: STORES_TEXT.otherPlaces, stores: unplaced });
  return result;
}
