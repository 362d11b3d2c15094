-- A blog post's body as HTML, rendered from its Markdown and sanitised once, when an editor saves
-- the draft (content_entries) and copied to the public row when it is published (blog_posts), so
-- no visitor's request renders Markdown. Null only on rows written before this migration (or by
-- SQL outside the content service): the content service renders those as it starts, and any it
-- meets later the first time it reads them, then stores the HTML here.
ALTER TABLE blog_posts ADD COLUMN body_html text;
ALTER TABLE content_entries ADD COLUMN body_html text;
