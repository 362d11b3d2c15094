import { defineSiteApp } from '@site/build/app-config';

export default defineSiteApp({ kind: 'remote', section: 'partners', budgets: { pageFirstLoadKiB: 36, largestLazyChunkKiB: 10 } });
