import path from 'node:path';
import { sectionSuite } from '@site/build/section-suite';
import table from './route-table.ts';
import routes from './routes.ts';

sectionSuite({ section: 'solutions', appDir: path.dirname(import.meta.dirname), table, routes });
