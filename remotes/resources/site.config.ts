import { defineSiteApp } from '@site/build/app-config';

export default defineSiteApp({ kind: 'remote', section: 'resources', budgets: { pageFirstLoadKiB: 45, largestLazyChunkKiB: 10 } });
