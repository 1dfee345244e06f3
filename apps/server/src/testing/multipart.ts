// One multipart/form-data body for the tests that upload (library, EMS import, invoices, parameters …):
// text fields and files in the order given, each file with its name and content type.

export type MultipartPart =
  { name: string; value: string } | { name: string; fileName: string; type?: string; bytes: Buffer };

/** The body and its content-type header, to spread into an `api` call. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----energiek' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file in field `file` (or `field`). */
export function fileUpload(
  fileName: string,
  bytes: Buffer,
  options: { type?: string; field?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const { type, field = 'file' } = options;
  return multipart([{ name: field, fileName, bytes, ...(type ? { type } : {}) }]);
}
