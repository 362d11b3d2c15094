/**
 * Transcripts are plain text, one utterance per line, optionally led by the speaker in square
 * brackets: "[Agent] Thanks, Mrs Patel." Lines without a label continue with no named speaker.
 */
export interface TranscriptLine {
  speaker: string | undefined;
  text: string;
}

const SPEAKER_LINE = /^\[([^\]]{1,40})\]\s*(.*)$/;

export function parseTranscript(transcript: string): TranscriptLine[] {
  return transcript
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = SPEAKER_LINE.exec(line);
      const speaker = match?.[1]?.trim();
      const text = match?.[2]?.trim();
      return speaker && text ? { speaker, text } : { speaker: undefined, text: line };
    });
}
