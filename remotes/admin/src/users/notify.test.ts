import { afterEach, expect, test } from 'vitest';
import { useToastStore } from '@site/ui/toast-store';
import { notifyFailed, notifySaved } from './notify.ts';

afterEach(() => useToastStore.getState().clear());

const titles = () => useToastStore.getState().toasts.map((shown) => shown.title);

test('a failure told twice shows once, and the next save takes failures off the screen', () => {
  notifySaved('Draft saved');
  notifyFailed('Publishing failed', new Error('Fill in the fields marked before publishing.'));
  notifyFailed('Publishing failed', new Error('Fill in the fields marked before publishing.'));
  notifyFailed('Saving failed', new Error('The network is down.'));
  expect(titles()).toEqual(['Draft saved', 'Publishing failed', 'Saving failed']);
  notifySaved('Published', 'Live within seconds.');
  expect(titles()).toEqual(['Draft saved', 'Published']);
});
