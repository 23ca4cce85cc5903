import { apiClient, dataOrThrow, type ApiClient } from './client';
import { ApiError, apiErrorFor, NETWORK_ERROR_MESSAGE, type ErrorBody } from './errors';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 1. */
  fraction: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the presign request or the transfer; the promise rejects with an AbortError. */
  signal?: AbortSignal;
  client?: ApiClient;
  /** Makes the XMLHttpRequest (default `new XMLHttpRequest()`); lets non-browser runtimes supply one. */
  createRequest?: () => XMLHttpRequest;
}

/** The stored address of an upload: the signed URL without its query string. */
export const storedAddress = (signedUrl: string): string => signedUrl.split(/[?#]/)[0] ?? signedUrl;

const abortError = () => new DOMException('The upload was aborted.', 'AbortError');

function parseBody(text: string): ErrorBody | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as ErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Uploads a file: asks POST /s3-presigned for a signed URL, PUTs the file there with its content type
 * (XMLHttpRequest, so the transfer reports progress), and resolves the stored address to save as
 * mediaUrl, videoUrl, thumbnailUrl or thumbNailUrl.
 */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<string> {
  const { onProgress, signal, client = apiClient } = options;
  if (signal?.aborted) throw abortError();
  const fileType = file.type || 'application/octet-stream';
  const presigned = dataOrThrow(
    await client.POST('/s3-presigned', {
      body: { fileName: file.name, fileType, fileSize: file.size },
      signal,
    }),
  );

  return new Promise<string>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = options.createRequest ? options.createRequest() : new XMLHttpRequest();
    const report = (loaded: number, total: number) =>
      onProgress?.({ loaded, total, fraction: total > 0 ? Math.min(loaded / total, 1) : 1 });
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.open(presigned.method ?? 'PUT', presigned.url);
    for (const [name, value] of Object.entries(presigned.headers ?? {})) {
      if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
    }
    xhr.setRequestHeader('Content-Type', fileType);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) report(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        report(file.size, file.size);
        resolve(storedAddress(presigned.url));
      } else {
        reject(apiErrorFor(xhr.status, parseBody(xhr.responseText)));
      }
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError(NETWORK_ERROR_MESSAGE, 0));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(file);
  });
}
