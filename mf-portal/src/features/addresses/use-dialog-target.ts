import { useCallback, useMemo, useState } from 'react';

/**
 * What a dialog is about (the address to edit or delete), kept until its closing animation has
 * ended: cleared on close, the dialog would lose its title and text while it fades out.
 */
export function useDialogTarget<T>() {
  const [state, setState] = useState<{ target: T; open: boolean } | null>(null);
  const show = useCallback((target: T) => setState({ target, open: true }), []);
  const hide = useCallback(() => setState((current) => (current ? { ...current, open: false } : null)), []);
  const exited = useCallback(() => setState((current) => (current?.open ? current : null)), []);
  return useMemo(
    () => ({ target: state?.target ?? null, open: state?.open ?? false, show, hide, exited }),
    [state, show, hide, exited],
  );
}
