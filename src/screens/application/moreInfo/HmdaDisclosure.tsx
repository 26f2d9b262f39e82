/**
 * Why the federal government asks (the Uniform Residential Loan Application's section 8
 * wording, for an application taken online).
 */
export function HmdaDisclosure({ id }: { id?: string }) {
  return (
    <div className="more-info-disclosure" id={id}>
      <p>
        The purpose of collecting this information is to help ensure that all applicants are treated
        fairly and that the housing needs of communities and neighborhoods are being fulfilled. For
        residential mortgage lending, Federal law requires that we ask applicants for their
        demographic information (ethnicity, sex, and race) in order to monitor our compliance with
        equal credit opportunity, fair housing, and home mortgage disclosure laws.
      </p>
      <p>
        You are not required to provide this information, but are encouraged to do so. You may
        select one or more designations for &ldquo;Ethnicity&rdquo; and one or more designations for
        &ldquo;Race.&rdquo; The law provides that we may not discriminate on the basis of this
        information, or on whether you choose to provide it. Because you are applying online, we
        will not note this information on the basis of visual observation or surname.
      </p>
      <p>
        If you do not wish to provide some or all of this information, select &ldquo;I do not wish
        to provide this information&rdquo; or leave the section blank. Your answers do not affect
        your loan decision.
      </p>
    </div>
  );
}
