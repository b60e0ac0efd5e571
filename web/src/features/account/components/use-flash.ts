import { useCallback, useEffect, useRef, useState } from 'react';

export const FLASH_MS = 3000;

/** A message that disappears after 3 s (spec: profile and password success messages). */
export function useFlash(): [boolean, () => void, () => void] {
  const [visible, setVisible] = useState(false);
  const timer = useRef<number>(undefined);
  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setVisible(false);
  }, []);
  const show = useCallback(() => {
    window.clearTimeout(timer.current);
    setVisible(true);
    timer.current = window.setTimeout(() => setVisible(false), FLASH_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [visible, show, hide];
}
