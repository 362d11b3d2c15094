import { defineSiteApp } from '@site/build/app-config';

export default defineSiteApp({ kind: 'remote', section: 'legal', budgets: { pageFirstLoadKiB: 35, largestLazyChunkKiB: 10 } });
