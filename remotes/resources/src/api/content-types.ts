/**
 * What the content API (`services/content`) answers, as the browser reads it: the types of the
 * one contract (`@site/contracts/content-api`), which the service's response schemas are made from.
 * Types only: no schema library reaches the browser for them.
 */
export type {
  BlogPage,
  BlogPost,
  BlogPostSummary,
  CaseStudy,
  CaseStudyResult,
  CaseStudySummary,
  ContentImage,
  Feature,
  ItemList,
  ResultUnit,
  Video,
  VideoSummary,
} from '@site/contracts/content-api';
