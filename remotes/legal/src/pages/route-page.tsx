export { RoutePage as default } from '@site/ui/route-page';
