import { defineSiteApp } from '@site/build/app-config';

export default defineSiteApp({ kind: 'remote', section: 'admin', budgets: { pageFirstLoadKiB: 150, largestLazyChunkKiB: 100 } });
