"use client";

/**
 * Where the keyboard focus goes once a form has been sent: to its first field marked invalid, else back where it
 * was (the button, or the field Enter was pressed in), which the busy button's `disabled` may have dropped.
 *   const focus = useFocusAfterSubmit();  <form ref={focus.formRef} …>
 *   focus.sent(); await save(); focus.settled();
 */
import { useCallback, useEffect, useRef, useState } from "react";

export function useFocusAfterSubmit() {
  const formRef = useRef<HTMLFormElement>(null);
  const from = useRef<HTMLElement | null>(null);
  const [settledCount, setSettledCount] = useState(0);

  const sent = useCallback(() => {
    const active = document.activeElement;
    from.current = active instanceof HTMLElement && formRef.current?.contains(active) ? active : null;
  }, []);
  const settled = useCallback(() => setSettledCount((n) => n + 1), []);

  useEffect(() => {
    if (settledCount === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid ?? from.current;
    if (target?.isConnected) target.focus();
  }, [settledCount]);

  return { formRef, sent, settled };
}
