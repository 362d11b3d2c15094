export { ContentPage as default } from '@site/ui/content-page';
