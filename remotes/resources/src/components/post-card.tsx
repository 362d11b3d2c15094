import { Card } from '@site/ui/card';
import { Link } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import type { BlogPostSummary } from '../api/content-types.ts';
import { blogPostPath } from '../lib/paths.ts';
import { CardThumbnail } from './card-thumbnail.tsx';
import { PostMeta } from './post-meta.tsx';
import { TagLinks } from './tag-links.tsx';

interface PostCardProps {
  post: BlogPostSummary;
  /** One below the heading the list sits under: 2 on the blog list (under the page's h1), 3 in a section headed by an h2. */
  headingLevel?: 2 | 3;
}

/** A blog post in a list: picture, topics, linked title, excerpt and byline. */
export function PostCard({ post, headingLevel = 2 }: PostCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Card as="article" css={{ height: '100%' }}>
      <CardThumbnail image={post.heroImage} />
      <TagLinks tags={post.tags} label={`Topics of ${post.title}`} />
      <Heading css={{ fontSize: theme.fontSize.lg, margin: 0 }}>
        <Link to={blogPostPath(post.slug)} css={{ textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}>
          {post.title}
        </Link>
      </Heading>
      <p css={{ margin: 0, flexGrow: 1 }}>{post.excerpt}</p>
      <PostMeta post={post} />
    </Card>
  );
}
