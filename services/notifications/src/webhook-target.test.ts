import { expect, test } from 'vitest';
import { webhookTargetProblem } from './webhook-target.ts';

test('a webhook is an HTTPS address, or plain HTTP to this machine only, with no credentials in it', () => {
  expect(webhookTargetProblem('https://hooks.example.com/services/T0/B0/secret')).toBeUndefined();
  expect(webhookTargetProblem('http://127.0.0.1:8080/hook')).toBeUndefined();
  expect(webhookTargetProblem('http://localhost/hook')).toBeUndefined();
  expect(webhookTargetProblem('http://[::1]:9000/')).toBeUndefined();
  expect(webhookTargetProblem('http://hooks.example.com/hook')).toMatch(/must use HTTPS/);
  expect(webhookTargetProblem('http://127.0.0.1.example.com/hook')).toMatch(/must use HTTPS/);
  expect(webhookTargetProblem('ftp://127.0.0.1/hook')).toMatch(/must use HTTPS/);
  expect(webhookTargetProblem('https://user:pass@hooks.example.com/')).toMatch(/no user name or password/);
  expect(webhookTargetProblem('not a url')).toMatch(/not a URL/);
});
