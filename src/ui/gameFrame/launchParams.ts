/** What the site's page puts in the frame's address fragment (never sent to a server): the token and how to look. */
export interface LaunchParams {
  readonly token: string;
  readonly lang: string;
  readonly theme: 'light' | 'dark';
  readonly dir: 'ltr' | 'rtl';
}

export function readLaunchParams(hash: string): LaunchParams {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return {
    token: params.get('token') ?? '',
    lang: /^[a-z]{2}$/.test(params.get('lang') ?? '') ? (params.get('lang') as string) : 'en',
    theme: params.get('theme') === 'dark' ? 'dark' : 'light',
    dir: params.get('dir') === 'rtl' ? 'rtl' : 'ltr',
  };
}
