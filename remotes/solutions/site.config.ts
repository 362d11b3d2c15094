import { defineSiteApp } from '@site/build/app-config';
import { SECTION_DEV_PORTS } from '@site/contracts/sections';

export default defineSiteApp({ kind: 'remote', section: 'solutions', devPort: SECTION_DEV_PORTS.solutions });
