import { defineSiteApp } from '@site/build/app-config';

export default defineSiteApp({ kind: 'host' });
