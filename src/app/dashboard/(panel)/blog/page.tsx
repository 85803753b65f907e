import { BlogScreen } from "@/features/dashboard/blog/blog-screen";

export const metadata = { title: "Blog" };

export default function BlogAdminPage() {
  return <BlogScreen />;
}
