import { useEffect, useState } from 'react';

function startOfToday(): number {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
}

/**
 * Midnight today, moving on at the next midnight: dates are worded against it ('today',
 * 'yesterday'). A value that changes once a day, unlike `Date.now()` read on every render, lets
 * rows that show dates skip rendering again (issue 8 item 23).
 */
export function useToday(): number {
  const [today, setToday] = useState(startOfToday);
  useEffect(() => {
    const tomorrow = new Date(today);
    tomorrow.setDate(tomorrow.getDate() + 1);
    const timer = setTimeout(() => setToday(startOfToday()), tomorrow.getTime() - Date.now());
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}
