/**
 * Test support for the conditions screens (tests only): the real route shape (layout, entry, the
 * three conditions pages, a stand-in for every other screen). The sandbox is the test files' own.
 */
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ShellToasts } from '../../../app/shell/ShellNotices';
import { ShellProvider } from '../../../app/shell/ShellProvider';
import { Component as ApplicationEntry } from '../ApplicationEntry';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import { Component as ConditionsPage } from './ConditionsPage';
import { Component as PhoneNumberPage } from './PhoneNumberPage';
import { Component as UploadDocumentPage } from './UploadDocumentPage';

export const PAYSTUB_CONDITION = 'c0d10000-0000-4000-8000-000000000001';
export const BANK_CONDITION = 'c0d10000-0000-4000-8000-000000000002';
export const ID_CONDITION = 'c0d10000-0000-4000-8000-000000000003';

/** Any other screen: shows where the router is. */
function ShowPath() {
  const location = useLocation();
  return (
    <section className="page">
      <h1>Screen</h1>
      <p data-testid="path">{`${location.pathname}${location.search}`}</p>
    </section>
  );
}

/**
 * Opens the application at `url` (/{uuid}/conditions…; the conditions pages stay open at any
 * status: domain/status companions). The test signs in and sets the status first.
 */
export function renderApplicationAt(url: string, options: { withToasts?: boolean } = {}) {
  const routes: RouteObject[] = [
    { path: '/', element: <main /> },
    {
      path: '/:applicationId',
      Component: ApplicationLayout,
      children: [
        { index: true, Component: ApplicationEntry },
        { path: 'conditions', Component: ConditionsPage },
        { path: 'conditions/upload-document', Component: UploadDocumentPage },
        { path: 'conditions/phone-number', Component: PhoneNumberPage },
        { path: '*', Component: ShowPath },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    options.withToasts ? (
      // The shell's toasts (and the shell's actors behind them), for the pages that raise one.
      <ShellProvider>
        <RouterProvider router={router} />
        <ShellToasts />
      </ShellProvider>
    ) : (
      <RouterProvider router={router} />
    ),
  );
  return router;
}

/** The stand-in screen shows `path` (the status machine routed there). */
export async function landedOn(path: string) {
  await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(path), {
    timeout: 3000,
  });
}

/**
 * jsdom's FormData, Blob, File and TextEncoder are not the ones Node's fetch (which msw
 * intercepts) can encode: a multipart body made of them fails as a network error ("body length
 * does not match content-length"). Upload tests use Node's, as a browser's go with its fetch.
 */
export async function useNodeMultipart() {
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('TextEncoder', NodeTextEncoder);
  vi.stubGlobal('TextDecoder', NodeTextDecoder);
}

/** A file as a browser gives it to the app (Node's File: see useNodeMultipart). */
export function pdf(name: string, size = 2048): File {
  return new NodeFile([new Uint8Array(size)], name, { type: 'application/pdf' }) as File;
}

export function textFile(name: string): File {
  return new NodeFile(['hello'], name, { type: 'text/plain' }) as File;
}
