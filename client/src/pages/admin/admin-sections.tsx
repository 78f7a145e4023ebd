// Every screen of the back office, by group: the one list the sidebar, the phone's bottom bar, the section row
// and the ?tab= address read. A new screen is one line in its group (id, label, panel).
import type { ReactNode } from "react";
import type { AdminGroup, AdminSection } from "@/components/admin/admin-nav-model";
import { LineIcon } from "@/components/admin/line-icon";
import { AccountPanel } from "@/features/admin-account/components/account-panel";
import { BookingAdminPanel } from "@/features/admin-booking/components/booking-admin-panel";
import { AccessLogPanel } from "@/features/admin-consultations/components/access-log-panel";
import { ConsultationsPanel } from "@/features/admin-consultations/components/consultations-panel";
import { InterviewsPanel } from "@/features/admin-interviews/components/interviews-panel";
import { LawWatchPanel } from "@/features/admin-law-watch/components/law-watch-panel";
import { SubjectRequestsPanel } from "@/features/admin-privacy/components/subject-requests-panel";
import { PostsPanel } from "@/features/admin-posts/components/posts-panel";
import { OutcomeReportPanel } from "@/features/admin-reports/components/outcome-report-panel";
import { SeoPanel } from "@/features/admin-seo/components/seo-panel";
import { HomeTextsPanel } from "@/features/admin-site/components/home-texts-panel";
import { IntakeSettingsPanel } from "@/features/admin-site/components/intake-settings-panel";
import { ProfilePanel } from "@/features/admin-site/components/profile-panel";
import { SiteSettingsPanel } from "@/features/admin-site/components/site-settings-panel";
import { TestimonialsPanel } from "@/features/admin-site/components/testimonials-panel";
import { ToolsAdminPanel } from "@/features/admin-tools/components/tools-admin-panel";

/** What a panel may need from the page: re-reading the signed-in user, forgetting an ended session. */
interface PanelContext {
  refreshUser: () => void;
  forgetSession: () => void;
}

export interface AdminScreen extends AdminSection {
  render: (context: PanelContext) => ReactNode;
}

export const ADMIN_GROUPS = [
  {
    id: "consult",
    label: "상담",
    icon: <LineIcon d="M4 5h16v11H8l-4 4z" />,
    sections: [
      { id: "consultations", label: "신청", render: () => <ConsultationsPanel /> },
      { id: "bookings", label: "예약", render: () => <BookingAdminPanel /> },
      { id: "reports", label: "보고서", render: () => <OutcomeReportPanel /> },
      { id: "privacy", label: "개인정보 요청", render: () => <SubjectRequestsPanel /> },
      { id: "access-log", label: "접근 기록", render: () => <AccessLogPanel /> },
    ],
  },
  {
    id: "writing",
    label: "글",
    icon: <LineIcon d="M6 3h9l4 4v14H6zM9 12h7M9 16h7" />,
    sections: [
      { id: "posts", label: "법률 가이드", render: () => <PostsPanel /> },
      { id: "interviews", label: "인터뷰", render: () => <InterviewsPanel /> },
      { id: "testimonials", label: "의뢰인 후기", render: () => <TestimonialsPanel /> },
      { id: "law-watch", label: "법령 변경", render: () => <LawWatchPanel /> },
    ],
  },
  {
    id: "site",
    label: "사이트",
    icon: <LineIcon d="M3 11l9-7 9 7v9H3zM9 20v-6h6v6" />,
    sections: [
      { id: "site", label: "사무소 정보", render: () => <SiteSettingsPanel /> },
      { id: "profile", label: "변호사 소개", render: () => <ProfilePanel /> },
      { id: "home-texts", label: "홈 화면 문구", render: () => <HomeTextsPanel /> },
      { id: "intake", label: "접수 알림", render: () => <IntakeSettingsPanel /> },
      { id: "seo", label: "검색 설정", render: () => <SeoPanel /> },
      { id: "tools", label: "기한 계산 규칙·공휴일", render: () => <ToolsAdminPanel /> },
    ],
  },
  {
    id: "account",
    label: "계정",
    icon: <LineIcon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
    sections: [
      {
        id: "account",
        label: "계정 보안",
        render: ({ refreshUser, forgetSession }) => <AccountPanel onTwoFactorChanged={refreshUser} onSignedOut={forgetSession} />,
      },
    ],
  },
] as const satisfies readonly (Omit<AdminGroup, "sections"> & { sections: readonly AdminScreen[] })[];

export type AdminSectionId = (typeof ADMIN_GROUPS)[number]["sections"][number]["id"];

/** The screen /admin opens with (its ?tab= is left out of the address). */
export const DEFAULT_SECTION: AdminSectionId = "consultations";

/** The screen of a section id. */
export function screenOf(id: AdminSectionId): AdminScreen {
  for (const group of ADMIN_GROUPS) {
    const found = (group.sections as readonly AdminScreen[]).find((s) => s.id === id);
    if (found) return found;
  }
  throw new Error(`unknown section ${id}`);
}
