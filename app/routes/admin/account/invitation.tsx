import { Form, isRouteErrorResponse, Link } from "react-router";

import { IntentButton } from "~/components/admin/settings-section";
import { SignInFrame } from "~/components/admin/sign-in-frame";
import { clientRuntimeHandle } from "~/components/client-runtime";
import { schemaCheck, TextField, useFormCheck } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { acceptInvitationSchema, MIN_PASSWORD_LENGTH } from "~/features/account/admin-users";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/features/roles/roles";
import { findInvitation } from "~/models/admin-invitations.server";
import { companyDateTimeText } from "~/utils/company-time";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/invitation";
import { acceptFromForm, admitInvitationRequest, INVITATION_STATE_MESSAGES } from "./invitation.server";

// An invitation's link (decision 181): open to anyone who has it, so every read and try is rate-limited
// by address; the token is looked up by its hash only.

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = getDb();
  await admitInvitationRequest(db, context.clientIp);
  const found = await findInvitation(db, params.token);
  if (found.state !== "open") return { state: found.state, message: INVITATION_STATE_MESSAGES[found.state] } as const;
  const { invitation } = found;
  return {
    state: found.state,
    email: invitation.email,
    role: invitation.role,
    invitedByEmail: invitation.invitedByEmail,
    expiresAt: invitation.expiresAt.toISOString(),
  } as const;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = getDb();
  await admitInvitationRequest(db, context.clientIp);
  const form = await requireFormBody(request);
  return acceptFromForm(request, db, params.token, form);
}

/** A refusal's Retry-After (the rate limit) goes out with its page. */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers();

export const meta = () => [{ title: "Accept your invitation · Admin" }, { name: "robots", content: "noindex" }];

/** The admin runs on React Router's client runtime (decision 165). */
export const handle = clientRuntimeHandle;

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <SignInFrame width="wide">
      <section
        aria-labelledby="invitation-heading"
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
      >
        <h1 id="invitation-heading" className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        {children}
      </section>
    </SignInFrame>
  );
}

function LinkNotWorking({ message }: { message: string }) {
  return (
    <Card title="This invitation link cannot be used">
      <p role="alert" className="text-sm text-slate-700">
        {message}
      </p>
      <Link to="/admin/login" className="inline-block text-sm font-medium text-brand-700 underline underline-offset-2">
        Go to sign-in
      </Link>
    </Card>
  );
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && "message" in actionData ? actionData.message : null;
  const { errors, onSubmit } = useFormCheck(
    schemaCheck(acceptInvitationSchema),
    actionData && "fieldErrors" in actionData ? actionData.fieldErrors : undefined,
  );
  if (loaderData.state !== "open") return <LinkNotWorking message={loaderData.message} />;
  if (refused) return <LinkNotWorking message={refused} />;
  return (
    <Card title="Choose your password">
      <p className="text-sm text-slate-600">
        {loaderData.invitedByEmail} invited you ({loaderData.email}) as {ROLE_LABELS[loaderData.role]}:{" "}
        {ROLE_DESCRIPTIONS[loaderData.role]}. Choose a password to accept; this link works once, until{" "}
        {companyDateTimeText(new Date(loaderData.expiresAt))}.
      </p>
      <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
        <input type="text" name="username" value={loaderData.email} autoComplete="username" readOnly hidden />
        <TextField
          name="newPassword"
          label="Password"
          type="password"
          autoComplete="new-password"
          aria-required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters; a few unrelated words work well.`}
          error={errors?.newPassword}
        />
        <TextField
          name="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          aria-required
          error={errors?.confirmPassword}
        />
        <div>
          <IntentButton intent="accept">Accept and sign in</IntentButton>
        </div>
      </Form>
    </Card>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : "Something went wrong. Try again.";
  return <LinkNotWorking message={message} />;
}
