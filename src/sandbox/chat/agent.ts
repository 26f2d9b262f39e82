/**
 * What the sandbox's simulated agent says (docs/sandbox.md "Web chat"): a short, believable
 * answer to each applicant message, a form when asked for a document or a form, a goodbye that
 * ends the chat when the applicant says bye. Pure: the transport schedules it.
 */
import type { ChatMediaRecord, ChatMessage } from '../lender';

export interface AgentReply {
  body: string;
  /** A file the agent sends with the answer. */
  attachment: ChatMediaRecord | null;
  /** The agent closes the conversation after this answer. */
  end: boolean;
}

const BYE = /\b(bye|goodbye)\b/iu;
const DOCUMENT = /\b(documents?|forms?)\b/iu;

/** The first word of the applicant's name, for a friendly first answer. */
function firstName(friendlyName: string): string {
  return friendlyName.trim().split(/\s+/u)[0] ?? '';
}

/**
 * The agent's answer to one applicant message. `first`: the agent has not answered yet in this
 * conversation (introduces themselves).
 */
export function agentReplyTo(
  message: Pick<ChatMessage, 'body' | 'media'>,
  context: { friendlyName: string; agentName: string; first: boolean },
): AgentReply {
  const text = message.body;
  const hello = context.first
    ? `Hi ${firstName(context.friendlyName) || 'there'}, this is ${context.agentName}. `
    : '';
  if (BYE.test(text))
    return {
      body: 'Thanks for chatting with us today. Goodbye!',
      attachment: null,
      end: true,
    };
  if (DOCUMENT.test(text))
    return {
      body: `${hello}Here is the form: fill it in and send it back here when you can.`,
      attachment: sandboxForm(),
      end: false,
    };
  if (message.media.length > 0) {
    const names = message.media.map((media) => media.filename).join(', ');
    return {
      body: `${hello}Thanks, I have received ${names}. I will add it to your application.`,
      attachment: null,
      end: false,
    };
  }
  if (/\b(rate|apr|interest)\b/iu.test(text))
    return {
      body: `${hello}Your rate depends on your credit, your home and the line amount. I can see your offers once the soft credit pull is done.`,
      attachment: null,
      end: false,
    };
  if (/\b(notary|sign|signing)\b/iu.test(text))
    return {
      body: `${hello}Once your documents are ready you meet an online notary in a short video session. I can help you book it.`,
      attachment: null,
      end: false,
    };
  return {
    body: `${hello}Thanks for your message. Let me look into that for you.`,
    attachment: null,
    end: false,
  };
}

// ── the agent's form: a real one-page PDF ───────────────────────────────────────────────────

/** A minimal, valid one-page PDF with a line of text (byte offsets computed, so readers open it). */
export function samplePdf(text: string): string {
  const safe = text.replace(/[\\()]/gu, (c) => `\\${c}`);
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

export const SANDBOX_FORM_NAME = 'sandbox-authorization-form.pdf';

/** The form the agent sends, as a data: URL (it survives reloads with the conversation). */
export function sandboxForm(): ChatMediaRecord {
  const pdf = samplePdf('Sandbox authorization form: sign and send it back in the chat.');
  return {
    filename: SANDBOX_FORM_NAME,
    contentType: 'application/pdf',
    size: pdf.length,
    url: `data:application/pdf;base64,${btoa(pdf)}`,
    key: SANDBOX_FORM_NAME,
  };
}
