// The "계정 보안" tab: two-factor sign-in, the password, and the signed-in devices.
import { PasswordSection } from "./password-section";
import { SessionsSection } from "./sessions-section";
import { TwoFactorSection } from "./two-factor-section";

interface AccountPanelProps {
  /** Two-factor sign-in was turned on or off (the signed-in user's flags change). */
  onTwoFactorChanged: () => void;
  /** This session ended (signed out here or everywhere). */
  onSignedOut: () => void;
}

export function AccountPanel({ onTwoFactorChanged, onSignedOut }: AccountPanelProps) {
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-slate-900">계정 보안</h2>
      <TwoFactorSection onChanged={onTwoFactorChanged} />
      <PasswordSection />
      <SessionsSection onSignedOut={onSignedOut} />
    </div>
  );
}
