// What the privacy policy says of consultation booking: the purpose, the items a booking keeps, and the messages
// about it (which channel, what they hold, when). One place, so the policy and the consent cannot drift apart.

export const BOOKING_PURPOSE = "상담을 예약한 시각에 진행하고, 예약의 확정·변경·취소를 처리하며, 예약 안내와 예약 시각 전 알림을 보냄";

export const BOOKING_ITEMS =
  "고른 상담 종류(전화·화상·방문)와 예약 일시, 먼저 고른 상황(체포·구속, 오늘 조사·출석, 기한이 있는 경우, 일반 상담), 기한이 있는 경우 그 종류와 사무소가 계산한 마지막 날, 예약 알림 받을 방법(문자·이메일·받지 않음), 예약 상태(확정대기·확정·거절·취소·상담 완료·불참)와 그 사유, 사무소가 제안한 다른 시각, 시간 재조정이 필요하다는 표시. 예약을 확인·변경·취소하는 예약 관리 링크는 되돌릴 수 없는 값(해시)으로만 저장합니다. 상담 신청 기록과 함께 보관하고 함께 파기합니다.";

export const BOOKING_MESSAGES =
  "예약 알림 받을 방법으로 문자나 이메일을 고르면, 예약을 받았을 때와 확정·거절·취소·다른 시각 제안 등 예약 상태가 바뀔 때, 그리고 예약 시각 전에 사무소가 정한 때(기본값: 하루 전과 2시간 전) 알림을 그 방법으로 보냅니다. 알림 시각이 야간(기본값: 오후 9시부터 오전 8시까지)에 걸리면 늦추지 않고 앞당겨 보냅니다. 알림에는 이름 일부를 가린 호칭(예: 김○○님), 예약 일시, 사무소 연락처, 예약 관리 링크만 담기고 상담 종류나 사건 내용은 담기지 않습니다. '받지 않음'을 고르면 예약 알림을 보내지 않으며, 보낸 알림의 받는 사람·내용·발송 결과는 상담 신청 기록과 함께 보관하고 함께 파기합니다.";
