import { Section } from '@site/ui/section';
import { theme } from '@site/ui/theme';
import { parseTranscript } from '../lib/transcript.ts';

/** The full text of a video, speaker by speaker: the accessible alternative to the recording. */
export function Transcript({ id, text }: { id: string; text: string }) {
  const lines = parseTranscript(text);
  return (
    <Section title="Transcript" id={id} tone="alt">
      <div data-testid="transcript" css={{ maxWidth: theme.layout.readingWidth, fontSize: '1.0625rem' }}>
        {lines.map((line, index) => (
          // Lines can repeat ("OK."), so their position is part of their identity.
          // oxlint-disable-next-line react/no-array-index-key
          <p key={index}>
            {line.speaker ? <strong>{line.speaker}: </strong> : null}
            {line.text}
          </p>
        ))}
      </div>
    </Section>
  );
}
