import { defineSiteApp } from '@site/build/app-config';

export default defineSiteApp({ kind: 'remote', section: 'admin', devPort: 3105 });
