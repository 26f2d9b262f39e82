import {
  NOT_AN_UPLOAD_TEXT,
  UPLOAD_PAGE_TITLE,
  UploadForm,
} from '../application/conditions/UploadDocumentPage';
import { SignerConditionFrame } from './SignerConditionFrame';

/**
 * heloc-signer/conditions/upload-document?conditionUuid=…&conditionType=upload&conditionEnum=…:
 * the borrower's upload form for one of the signer's own conditions. Answered, it goes back to
 * the signer's list; with none of theirs left the signer machine reads the co-deed status again.
 */
export function Component() {
  return (
    <SignerConditionFrame pageTitle={UPLOAD_PAGE_TITLE}>
      {({ applicationUuid, condition, exits }) =>
        condition.action === 'upload' ? (
          <UploadForm
            key={condition.uuid}
            applicationUuid={applicationUuid}
            condition={condition}
            exits={exits}
          />
        ) : (
          <p>{NOT_AN_UPLOAD_TEXT}</p>
        )
      }
    </SignerConditionFrame>
  );
}
