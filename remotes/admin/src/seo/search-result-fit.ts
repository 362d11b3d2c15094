import { SEARCH_RESULT_CUT, type SeoOverviewPayload } from '@site/contracts/admin-api';

type OverviewPage = SeoOverviewPayload['pages'][number];

/** What a page's title and description need before search engines show them whole. */
export interface SearchResultFit {
  titleCut: boolean;
  descriptionMissing: boolean;
  descriptionCut: boolean;
}

export function searchResultFit(page: Pick<OverviewPage, 'title' | 'description'>): SearchResultFit {
  const description = page.description.trim();
  return {
    titleCut: page.title.length > SEARCH_RESULT_CUT.title,
    descriptionMissing: description.length === 0,
    descriptionCut: description.length > SEARCH_RESULT_CUT.description,
  };
}

export const needsWork = (fit: SearchResultFit): boolean => fit.titleCut || fit.descriptionMissing || fit.descriptionCut;

/** The counter under a title field: the title as search engines get it, the site's name included. */
export function titleCountHint(shownTitle: string): string {
  const over = shownTitle.length - SEARCH_RESULT_CUT.title;
  return over > 0
    ? `Shown as ${shownTitle.length} characters with the site’s name: ${over} past the ${SEARCH_RESULT_CUT.title} search engines usually show.`
    : `Shown as ${shownTitle.length} characters with the site’s name, of the ${SEARCH_RESULT_CUT.title} search engines usually show.`;
}
