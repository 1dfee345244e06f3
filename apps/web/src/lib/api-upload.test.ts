import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiErrorOf, apiUpload, sendForm } from './api-client.ts';

const schema = z.object({ data: z.object({ imported: z.number() }) });
const file = new File(['STN,YYYYMMDD,TG'], 'etmgeg_260.txt', { type: 'text/plain' });

function answer(status: number, body: unknown) {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('apiUpload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('POSTs the file as multipart/form-data and parses the answer', async () => {
    const fetch = answer(200, { data: { imported: 7 } });
    await expect(apiUpload('degree-days/import', file, schema)).resolves.toEqual({ data: { imported: 7 } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/degree-days\/import$/);
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect((init.headers as Record<string, string>)['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('sends several files in the field `files`', async () => {
    const fetch = answer(202, { data: { imported: 2 } });
    const other = new File(['<Invoice/>'], 'factuur.xml', { type: 'application/xml' });
    await apiUpload('customers/1/invoices/import', [file, other], schema);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const form = init.body as FormData;
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['etmgeg_260.txt', 'factuur.xml']);
    expect(form.has('file')).toBe(false);
  });

  it("rejects with the server's status, message and field errors", async () => {
    answer(422, { message: 'Het bestand klopt niet.', errors: { file: ['Geen KNMI-bestand.'] } });
    const error = await apiUpload('degree-days/import', file, schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Het bestand klopt niet.' });
    expect((error as ApiError).fieldError('file')).toBe('Geen KNMI-bestand.');
  });

  it('rejects with status 0 when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiUpload('degree-days/import', file, schema)).rejects.toMatchObject({ status: 0 });
  });
});

/** An XMLHttpRequest that answers `status` with `text` once sent, reporting half the upload first. */
function fakeXhr(status: number, text: string) {
  const sent: { headers: Record<string, string>; body?: unknown } = { headers: {} };
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } =
      {};
    onload?: () => void;
    onerror?: () => void;
    open() {}
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send(body: unknown) {
      sent.body = body;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = status;
      this.responseText = text;
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('sendForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the form with the API headers, reports progress and resolves with status and body', async () => {
    const sent = fakeXhr(201, JSON.stringify({ data: { id: 3 } }));
    const progress: number[] = [];
    const form = new FormData();
    const answer = await sendForm('/api/v3/x', form, (percent) => progress.push(percent));
    expect(answer).toEqual({ status: 201, body: { data: { id: 3 } } });
    expect(progress).toEqual([50]);
    expect(sent.body).toBe(form);
    expect(sent.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('gives a failed answer as an ApiError with its message and field errors', async () => {
    fakeXhr(422, JSON.stringify({ message: 'Controleer het bestand.', errors: { file: ['Te groot.'] } }));
    const error = apiErrorOf(await sendForm('/api/v3/x', new FormData()));
    expect(error).toMatchObject({ status: 422, message: 'Controleer het bestand.' });
    expect(error.fieldError('file')).toBe('Te groot.');
  });
});
