/**
 * `api.upload` with `onUploadProgress` (fetch reports no upload progress): the same request through
 * XMLHttpRequest, answered as a Response so the client treats it like any other. Its own module: the
 * login page never loads it.
 */
export function sendWithProgress(
  method: string,
  url: string,
  headers: Record<string, string>,
  payload: FormData,
  { signal, onUploadProgress }: { signal?: AbortSignal; onUploadProgress?: (fraction: number) => void },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.responseType = 'blob';
    for (const name in headers) xhr.setRequestHeader(name, headers[name]);
    xhr.upload.onprogress = (event) => event.lengthComputable && onUploadProgress!(event.loaded / event.total);
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : xhr.response, {
          status: xhr.status,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(payload);
  });
}
