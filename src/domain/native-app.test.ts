import { describe, expect, it } from 'vitest';
import { isNativeApp } from './native-app';

describe('native app', () => {
  it('recognises the app by the token its web view adds to the user agent', () => {
    expect(isNativeApp('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 HalteApp/3.2.0')).toBe(
      true,
    );
    expect(isNativeApp('Mozilla/5.0 (Linux; Android 15; wv) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 HalteApp/3')).toBe(true);
  });

  it('leaves browsers alone, even when a page address mentions the app', () => {
    expect(isNativeApp('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36')).toBe(false);
    expect(isNativeApp('NotHalteApp/1.0')).toBe(false);
    expect(isNativeApp('HalteApp')).toBe(false);
  });
});
