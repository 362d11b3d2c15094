import { useEffect } from 'react';
import { COMPANY } from '@site/contracts/site-links';

/**
 * Names the tab after what the page shows once its data has loaded ("<title> | <company>", the
 * shell's format for every page but the home page). Until then the shell's title for the route stays.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${COMPANY.name}`;
  }, [title]);
}
