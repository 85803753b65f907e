import { CommentsScreen } from "@/features/dashboard/comments/comments-screen";

export const metadata = { title: "Yorumlar" };

export default function CommentsPage() {
  return <CommentsScreen />;
}
